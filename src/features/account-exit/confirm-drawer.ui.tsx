import type { ReactNode } from 'react';
import { Button, Placeholder } from '../../shared/ui/kit.ts';
import { Sheet } from '../../shared/ui/sheet.tsx';

/** A bottom sheet asking to confirm a step that cannot be undone from here. */
export function ConfirmDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange} label={props.title} testId={props.testId}>
      <Placeholder header={props.title} description={props.text}>
        <div className="confirm-drawer__actions">
          <Button size="l" stretched mode={props.destructive ? 'filled' : 'bezeled'} loading={props.pending} disabled={props.pending} onClick={props.onConfirm} data-testid={`${props.testId}-confirm`}>
            {props.confirmLabel}
          </Button>
          <Button size="l" stretched mode="plain" disabled={props.pending} onClick={() => props.onOpenChange(false)}>
            {props.cancelLabel}
          </Button>
        </div>
      </Placeholder>
    </Sheet>
  );
}
