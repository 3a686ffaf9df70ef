import type { ReactNode } from 'react';
import { Button, Placeholder } from '../../../shared/ui/kit.ts';
import { Sheet } from '../../../shared/ui/sheet.tsx';

/** A bottom sheet (a layer like every other, see shared/ui/layers.ts) with two choices: go ahead (`confirmLabel`) or keep things as they are (`keepLabel`). */
export function ConfirmDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  pending: boolean;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange} label={props.title} testId={props.testId}>
      <Placeholder header={props.title} description={props.text}>
        <div className="confirm-drawer__actions">
          <Button size="l" stretched mode="filled" disabled={props.pending} onClick={() => props.onOpenChange(false)} data-testid={`${props.testId}-keep`}>
            {props.keepLabel}
          </Button>
          <Button size="l" stretched mode="plain" className="order-actions__destructive" loading={props.pending} disabled={props.pending} onClick={props.onConfirm} data-testid={`${props.testId}-confirm`}>
            {props.confirmLabel}
          </Button>
        </div>
      </Placeholder>
    </Sheet>
  );
}
