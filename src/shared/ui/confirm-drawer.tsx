import type { ReactNode } from 'react';
import { Button, Placeholder } from './kit.ts';
import { Sheet } from './sheet.tsx';

export interface ConfirmChoice {
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The step destroys something (a filled confirm button). */
  destructive?: boolean;
  /**
   * Which choice leads: 'confirm' (the default) puts the step first; 'keep' puts keeping things as they are first,
   * filled, and the step below it as a plain red button (cancelling an order).
   */
  lead?: 'confirm' | 'keep';
  /** `<testId>-confirm` and `<testId>-keep` name the two buttons. */
  testId: string;
}

/** The two buttons of a confirmation, stacked: in the confirm drawer, and in a dialog that asks the same. */
export function ConfirmActions(props: ConfirmChoice) {
  const keepFirst = props.lead === 'keep';
  const confirm = (
    <Button
      size="l"
      stretched
      mode={keepFirst ? 'plain' : props.destructive ? 'filled' : 'bezeled'}
      className={keepFirst ? 'confirm-drawer__destructive' : undefined}
      loading={props.pending}
      disabled={props.pending}
      onClick={props.onConfirm}
      data-testid={`${props.testId}-confirm`}
    >
      {props.confirmLabel}
    </Button>
  );
  const keep = (
    <Button
      size="l"
      stretched
      mode={keepFirst ? 'filled' : 'plain'}
      disabled={props.pending}
      onClick={props.onCancel}
      data-testid={`${props.testId}-keep`}
    >
      {props.cancelLabel}
    </Button>
  );
  return (
    <div className="confirm-drawer__actions">
      {keepFirst ? (
        <>
          {keep}
          {confirm}
        </>
      ) : (
        <>
          {confirm}
          {keep}
        </>
      )}
    </div>
  );
}

/** A bottom sheet (a layer like every other, see layers.ts) asking to confirm a step that cannot be undone from here. */
export function ConfirmDrawer({
  open,
  onOpenChange,
  title,
  text,
  ...choice
}: Omit<ConfirmChoice, 'onCancel'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} label={title} testId={choice.testId}>
      <Placeholder header={title} description={text}>
        <ConfirmActions {...choice} onCancel={() => onOpenChange(false)} />
      </Placeholder>
    </Sheet>
  );
}
