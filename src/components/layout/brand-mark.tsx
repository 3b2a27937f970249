/** The shield logo, drawn inline so it never fails to load. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        className="brand-mark__shield"
        d="M16 2 4 6.5v8.2c0 7.3 5.1 13.6 12 15.3 6.9-1.7 12-8 12-15.3V6.5L16 2Z"
        fill="#0b3d91"
      />
      <path
        d="m10.5 16.2 3.8 3.8 7.4-7.6"
        fill="none"
        stroke="#ffd24a"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
