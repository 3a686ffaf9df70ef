import { atom } from 'jotai';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** Called when the person closes it (not when it closes by itself). */
  onDismiss?: () => void;
  /** False when what it confirms already gave its own haptic (adding to the basket: an impact). */
  haptic?: boolean;
}

/** Toasts close by themselves after this long (spec §9). */
export const TOAST_DURATION_MS = 4500;

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;
/** Shows a toast; it closes after 4.5 s. */
export const showToastAtom = atom(
  null,
  (get, set, toast: { kind?: ToastKind; text: string; onDismiss?: () => void; haptic?: boolean }) => {
    const id = nextId++;
    set(toastsAtom, [
      ...get(toastsAtom),
      { id, kind: toast.kind ?? 'info', text: toast.text, onDismiss: toast.onDismiss, haptic: toast.haptic },
    ]);
    setTimeout(() => set(toastsAtom, (list) => list.filter((t) => t.id !== id)), TOAST_DURATION_MS);
  },
);

/** The person closed a toast. */
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  get(toastsAtom)
    .find((t) => t.id === id)
    ?.onDismiss?.();
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});

/**
 * A message for screen readers only (what a toast would say where none is shown, e.g. a card's count after "+"): read
 * out by the toaster's live region, then cleared. A new message, even the same words, is read again.
 */
export const announcementAtom = atom<{ id: number; text: string } | null>(null);

export const announceAtom = atom(null, (_get, set, text: string) => {
  const id = nextId++;
  set(announcementAtom, { id, text });
  setTimeout(() => set(announcementAtom, (now) => (now?.id === id ? null : now)), TOAST_DURATION_MS);
});
