import { Flower2 } from 'lucide-react';

export function BloomJoyLogo() {
  return (
    <span className="flex items-center gap-2">
      <span className="flex h-9 w-9 items-center justify-center rounded-full bg-rose-100 text-rose-600">
        <Flower2 className="h-5 w-5" aria-hidden />
      </span>
      <span className="font-serif text-xl font-bold tracking-tight text-rose-950">BloomJoy</span>
    </span>
  );
}
