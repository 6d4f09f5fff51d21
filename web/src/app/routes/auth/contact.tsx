// The member area shows the same contact screen as the public /contact, inside its own layout.
export { default } from '../contact';
