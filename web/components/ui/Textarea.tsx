import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldBase } from './Input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldBase, 'min-h-20 py-2', className)} {...props} />;
}
