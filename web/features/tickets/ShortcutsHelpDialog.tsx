import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { SwitchField } from '../admin';
import { TICKET_SHORTCUTS } from './ticket-shortcuts';

const KEY_NAMES: Record<string, { shown: string; spoken: string }> = {
  ArrowDown: { shown: '↓', spoken: 'Down arrow' },
  ArrowUp: { shown: '↑', spoken: 'Up arrow' },
};

function Key({ name }: { name: string }) {
  const key = KEY_NAMES[name];
  return (
    <kbd
      className="inline-flex min-w-7 justify-center rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold"
      aria-label={key?.spoken}
    >
      {key?.shown ?? name}
    </kbd>
  );
}

type ShortcutsHelpDialogProps = {
  onClose: () => void;
  isOn: boolean;
  onToggle: (on: boolean) => void;
};

/** The tickets page's keyboard shortcuts, and the switch that turns them off. */
export function ShortcutsHelpDialog({ onClose, isOn, onToggle }: ShortcutsHelpDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            On the tickets page, with a ticket open too. They wait while you type in a field.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {TICKET_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.action} className="contents">
              <dt className="flex gap-1">
                {shortcut.keys.map((key, index) => (
                  <span key={key} className="flex items-center gap-1">
                    {index > 0 ? <span className="text-xs text-muted-foreground">or</span> : null}
                    <Key name={key} />
                  </span>
                ))}
              </dt>
              <dd>{shortcut.label}</dd>
            </div>
          ))}
        </dl>
        <SwitchField
          label="Single-key shortcuts"
          hint="Turn them off if you use speech input or keys get pressed by accident."
          checked={isOn}
          onCheckedChange={onToggle}
        />
      </DialogContent>
    </Dialog>
  );
}
