import type { ReactNode } from 'react';
import { Title } from './kit.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** What a guest is told instead of a screen that needs a signed-in customer, and where "Log in" comes back to. */
export interface SignInFirst {
  returnTo: string;
  title?: string;
  text: string;
  testId: string;
}

/**
 * A screen's frame: the `<main>` landmark named by the screen's one `h1`. `id` names both (`<id>-title` is the
 * heading's id); `className` is the screen's own block. With `signInFirst` (a guest on a screen for customers), the
 * frame shows the heading and the sign-in prompt instead of its content.
 */
export function ScreenFrame({
  id,
  title,
  className,
  titleClassName,
  signInFirst,
  busy,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName?: string;
  signInFirst?: SignInFirst | false | null;
  /** The content is still loading (`aria-busy`). */
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className={`screen ${className}`} aria-labelledby={`${id}-title`} aria-busy={busy}>
      <Title
        level="1"
        weight="1"
        Component="h1"
        id={`${id}-title`}
        className={titleClassName ? `screen-frame__title ${titleClassName}` : 'screen-frame__title'}
      >
        {title}
      </Title>
      {signInFirst ? <SignInPrompt {...signInFirst} /> : children}
    </main>
  );
}
