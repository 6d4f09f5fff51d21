import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast-host.css';
import { TOAST } from '@site/contract/rules';

/** The toast container of spec 9: bottom-left, 2000 ms, no progress bar. Loaded with the first notice. */
export default function ToastHost() {
  return (
    <ToastContainer
      position={TOAST.position}
      autoClose={TOAST.autoCloseMs}
      hideProgressBar={TOAST.hideProgressBar}
      newestOnTop
      closeOnClick
    />
  );
}
