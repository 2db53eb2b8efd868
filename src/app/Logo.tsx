/**
 * The agency's mark, drawn in the page (public/logo.svg is the tab's icon): on a slow phone the
 * header's logo paints with the HTML instead of waiting for a request of its own.
 */
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#f2b705" />
      <path d="M14 46 32 14l18 32h-9l-9-17-9 17z" fill="#0b5d3b" />
      <rect x="24" y="38" width="16" height="5" rx="2" fill="#074229" />
    </svg>
  );
}
