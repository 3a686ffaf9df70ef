import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';

/**
 * A screen of a signed-in customer's own things (orders, favourites, addresses, reservations, notifications): its
 * frame and heading, and for a guest, instead of the content, why to log in and a button that comes back to
 * `returnTo`. The content is not even mounted for a guest, so it asks the API nothing.
 */
export function CustomerScreen({
  id,
  className,
  title,
  returnTo,
  guest,
  busy,
  children,
}: {
  id: string;
  className: string;
  title: string;
  returnTo: string;
  /** What a guest is told; `testId` names the prompt (`<testId>-guest`), `id` by default. */
  guest: { title?: string; text: string; testId?: string };
  busy?: boolean;
  children: ReactNode;
}) {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <ScreenFrame
      id={id}
      className={className}
      title={title}
      {...(busy === undefined ? {} : { busy })}
      signInFirst={
        !signedIn && {
          returnTo,
          text: guest.text,
          testId: guest.testId ?? id,
          ...(guest.title ? { title: guest.title } : {}),
        }
      }
    >
      {children}
    </ScreenFrame>
  );
}
