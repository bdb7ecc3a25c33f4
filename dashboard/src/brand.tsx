/**
 * The product's name and mark (docs/decisions/1530-dashboard-console-layout.md): one place to rename it. The mark is
 * inline SVG (no request, no inline script or style: the CSP allows neither), drawn in currentColor.
 */
export const PRODUCT_NAME = 'Kwela SMS';

/** A speech bubble carrying a rising arrow: a message that goes out. Decorative: the name beside it is the text. */
export function Mark({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M6 4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H14l-7 6v-6H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z"
        fill="currentColor"
      />
      <path
        d="M10 18l5-5 3 3 5-5m0 0h-4m4 0v4"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
