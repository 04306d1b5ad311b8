import type { Transcript } from '@domain/api-types';
import { formatAgentType, formatDuration } from '@domain/display';
import { Badge } from '../../components/ui/Badge';
import { ScrollArea } from '../../components/ui/ScrollArea';

export function TranscriptCard({ transcript }: { transcript: Transcript }) {
  return (
    <article className="grid gap-3 rounded-md border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="break-all font-mono text-sm font-semibold">#{transcript.callSid}</h4>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">
            Duration:{' '}
            <span className="font-medium text-foreground">{formatDuration(transcript.duration)}</span>
          </span>
          {transcript.agentType ? (
            <Badge variant="blue">{formatAgentType(transcript.agentType)}</Badge>
          ) : null}
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-semibold">Participants</dt>
          <dd className="text-muted-foreground">{transcript.participants.join(', ') || 'Unknown'}</dd>
        </div>
        {transcript.summary ? (
          <div>
            <dt className="font-semibold">Summary</dt>
            <dd className="text-muted-foreground">{transcript.summary}</dd>
          </div>
        ) : null}
      </dl>
      <ScrollArea
        className="h-48 rounded-md border border-border bg-muted"
        label={`Transcript of call ${transcript.callSid}`}
      >
        <pre className="whitespace-pre-wrap break-words p-3 font-sans text-sm">{transcript.transcript}</pre>
      </ScrollArea>
      <p className="text-xs text-muted-foreground">
        Received {new Date(transcript.createdAt).toLocaleString()}
      </p>
    </article>
  );
}
