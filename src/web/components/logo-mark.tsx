/**
 * ClipMandi's mark: a play button inside crop marks (a clip cut from a video) on the brand orange, white on
 * orange-6 at 5.2:1. Decorative: the name always stands beside it.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', marginInlineEnd: 8 }}
    >
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-orange-filled)" />
      <path d="M13 11v10l8-5z" fill="#fff" />
      <path
        d="M7 12V7h5m8 18h5v-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
