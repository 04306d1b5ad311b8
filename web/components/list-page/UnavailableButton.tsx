import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '../ui/Button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/Tooltip';
import { cn } from '../../lib/cn';

type UnavailableButtonProps = {
  label: string;
  icon: LucideIcon;
  /** Why it does nothing: the tooltip, and part of the name screen readers announce. */
  reason: string;
  variant?: ButtonProps['variant'];
  className?: string;
};

/**
 * A button the screen shows but that does nothing yet. It looks disabled yet stays focusable
 * (aria-disabled), so keyboard and pointer users alike can reach the tooltip saying why.
 */
export function UnavailableButton({
  label,
  icon: Icon,
  reason,
  variant = 'outline',
  className,
}: UnavailableButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant={variant}
          aria-disabled="true"
          aria-label={`${label} (${reason})`}
          className={cn('cursor-not-allowed opacity-60 hover:bg-inherit', className)}
          onClick={(event) => event.preventDefault()}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}
