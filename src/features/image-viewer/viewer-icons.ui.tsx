import type { ReactNode } from 'react';

/** 24px line icons for the viewer's controls; decorative (every button carries its own label). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const PreviousIcon = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const NextIcon = () => (
  <Icon>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const ZoomInIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4M8 11h6M11 8v6" />
  </Icon>
);
export const ZoomOutIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4M8 11h6" />
  </Icon>
);
export const FitIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon>
    <path d="M7 5l12 7-12 7z" fill="currentColor" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon>
    <path d="M8 5v14M16 5v14" strokeWidth="3" />
  </Icon>
);

/** The default picture shown when an image cannot be loaded. */
export const PlaceholderPicture = () => (
  <svg
    className="image-viewer__placeholder"
    width="96"
    height="96"
    viewBox="0 0 96 96"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="8" y="16" width="80" height="64" rx="8" fill="#2c2c2e" stroke="#8e8e93" strokeWidth="3" />
    <circle cx="32" cy="36" r="7" fill="#8e8e93" />
    <path d="M14 72l22-22 14 14 10-10 22 18z" fill="#636366" />
    <path d="M70 20l16 16M86 20L70 36" stroke="#ff6961" strokeWidth="4" strokeLinecap="round" />
  </svg>
);
