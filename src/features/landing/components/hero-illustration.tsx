/** The hero's drawing, inline so it paints with the HTML and never waits for a request. */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg
      className="hero__image"
      role="img"
      aria-label={label}
      width="320"
      height="400"
      viewBox="0 0 320 400"
    >
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dbe7ff" />
          <stop offset="1" stopColor="#f4f8ff" />
        </linearGradient>
      </defs>
      <circle className="hero__glow" cx="160" cy="200" r="150" fill="url(#hero-bg)" />
      <rect className="hero__phone" x="80" y="30" width="160" height="330" rx="26" fill="#0f1f3d" />
      <rect x="90" y="48" width="140" height="294" rx="16" fill="#ffffff" />
      <rect x="136" y="38" width="48" height="5" rx="2.5" fill="#2c3e63" />
      <rect x="102" y="64" width="116" height="14" rx="7" fill="#e8eefb" />
      <rect x="102" y="92" width="104" height="58" rx="12" fill="#f1f3f7" />
      <rect x="112" y="104" width="80" height="7" rx="3.5" fill="#9aa6bd" />
      <rect x="112" y="118" width="64" height="7" rx="3.5" fill="#9aa6bd" />
      <rect x="112" y="132" width="72" height="7" rx="3.5" fill="#c0392b" />
      <rect
        x="102"
        y="164"
        width="116"
        height="92"
        rx="14"
        fill="#fff4f2"
        stroke="#c0392b"
        strokeWidth="2"
      />
      <path d="M126 178 140 204h-28z" fill="#c0392b" />
      <rect x="125" y="186" width="3" height="9" rx="1.5" fill="#fff" />
      <circle cx="126.5" cy="199" r="1.8" fill="#fff" />
      <rect x="148" y="182" width="58" height="8" rx="4" fill="#c0392b" />
      <rect x="148" y="196" width="46" height="7" rx="3.5" fill="#e3a59e" />
      <rect x="114" y="216" width="92" height="7" rx="3.5" fill="#e3a59e" />
      <rect x="114" y="230" width="70" height="7" rx="3.5" fill="#e3a59e" />
      <rect x="102" y="272" width="116" height="40" rx="20" fill="#0b3d91" />
      <rect x="128" y="288" width="64" height="8" rx="4" fill="#ffffff" />
      <g transform="translate(214 238)">
        <path
          d="M36 0 0 13.5v24.6C0 60 15.3 78.9 36 84c20.7-5.1 36-24 36-45.9V13.5L36 0Z"
          fill="#0b3d91"
        />
        <path
          d="m19.5 42.6 11.4 11.4 22.2-22.8"
          fill="none"
          stroke="#ffd24a"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  )
}
