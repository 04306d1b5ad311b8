import { Headphones } from 'lucide-react';
import { pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { StateMessage } from '../../components/StateMessage';
import { TranscriptCard } from './TranscriptCard';
import { useTranscripts } from './use-transcripts';

export function TranscriptsPanel({ ticketId }: { ticketId: number }) {
  const { data, isLoading, isError } = useTranscripts(ticketId);
  const transcripts = data ?? [];
  return (
    <PanelCard title="Call Transcripts" icon={Headphones} count={pluralise(transcripts.length, 'call')}>
      {isLoading ? <StateMessage>Loading transcripts...</StateMessage> : null}
      {isError ? <StateMessage isError>Failed to load transcripts.</StateMessage> : null}
      {!isLoading && !isError && transcripts.length === 0 ? (
        <StateMessage>No call transcripts available for this ticket.</StateMessage>
      ) : null}
      {transcripts.map((transcript) => (
        <TranscriptCard key={transcript.id} transcript={transcript} />
      ))}
    </PanelCard>
  );
}
