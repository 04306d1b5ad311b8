import { Vote } from 'lucide-react';

export function CampaignLogo() {
  return (
    <span className="flex items-center gap-2">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-red-700 text-white">
        <Vote className="h-5 w-5" aria-hidden />
      </span>
      <span className="text-lg font-bold tracking-tight text-blue-950">
        Campaign <span className="text-red-700">AI</span>
      </span>
    </span>
  );
}
