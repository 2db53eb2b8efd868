// The plain ES build has the same API as the package's default entry.
declare module 'sweetalert2/dist/sweetalert2.esm.min.js' {
  export { default } from 'sweetalert2';
}
