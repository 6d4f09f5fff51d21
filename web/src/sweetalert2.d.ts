/** sweetalert2's build without its CSS injector (strict CSP); the stylesheet is imported separately. */
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
