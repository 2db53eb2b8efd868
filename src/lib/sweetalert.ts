// sweetalert2's default build carries its stylesheet inside the JavaScript (about 5 kB gzip); the
// plain build with the stylesheet as CSS keeps the script smaller and lets the browser cache the
// styles on their own.
import 'sweetalert2/dist/sweetalert2.min.css';
import Swal from 'sweetalert2/dist/sweetalert2.esm.min.js';

export default Swal as typeof import('sweetalert2').default;
