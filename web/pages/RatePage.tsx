import { useEffect, useState } from 'react';
import { Star } from 'lucide-react';
import {
  SURVEY_ANSWERED,
  SURVEY_COMMENT_MAX,
  SURVEY_NOT_FOUND,
  SURVEY_SCORES,
  type SurveyView,
} from '@domain/satisfaction';
import { ticketLabel } from '@domain/ticket-labels';
import { PageSpinner } from '../app/PageSpinner';
import { Button } from '../components/ui/Button';
import { CardContent, CardDescription, CardHeader } from '../components/ui/Card';
import { FormField } from '../components/ui/FormField';
import { Textarea } from '../components/ui/Textarea';
import { getJson, HttpError, sendJson, serverFieldErrors, serverMessage } from '../lib/api';
import { SignInShell } from './SignInShell';

const SCORE_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/** The fragment as the e-mail wrote it, `<token>:<score>`; a missing or odd score chooses none. */
function readFragment(hash: string): { token: string; score: number | null } {
  const [token = '', score] = hash.replace(/^#/, '').split(':');
  const chosen = Number(score);
  return { token, score: Number.isInteger(chosen) && chosen >= 1 && chosen <= 5 ? chosen : null };
}

const surveyUrl = (token: string) => `/api/surveys/${encodeURIComponent(token)}`;

type State =
  | { step: 'loading' }
  | { step: 'closed'; title: string; message: string }
  | { step: 'asking'; survey: SurveyView }
  | { step: 'thanks'; score: number };

/** Why a link opens nothing, from the server's answer: used, expired, unknown or too many tries. */
function closedState(error: unknown): State {
  if (error instanceof HttpError && error.status === 409)
    return { step: 'closed', title: 'Already rated', message: serverMessage(error, SURVEY_ANSWERED) };
  if (error instanceof HttpError && error.status === 429)
    return {
      step: 'closed',
      title: 'Please wait',
      message: serverMessage(error, 'Too many attempts. Please wait before trying again.'),
    };
  return {
    step: 'closed',
    title: 'This link cannot be used',
    message: serverMessage(error, SURVEY_NOT_FOUND),
  };
}

function ScorePicker({ score, onChoose }: { score: number | null; onChoose: (score: number) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Your rating</legend>
      <div className="flex justify-center gap-1" role="radiogroup" aria-label="Your rating">
        {SURVEY_SCORES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={score === value}
            aria-label={`${value}: ${SCORE_WORDS[value]}`}
            onClick={() => onChoose(value)}
            className="rounded-md p-1.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Star
              aria-hidden
              className={
                score !== null && value <= score
                  ? 'size-8 fill-amber-400 text-amber-500'
                  : 'size-8 text-muted-foreground'
              }
            />
          </button>
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        {score === null ? 'Choose from 1 (poor) to 5 (excellent).' : `${score} of 5: ${SCORE_WORDS[score]}`}
      </p>
    </fieldset>
  );
}

function RatingForm({
  token,
  survey,
  initialScore,
  onDone,
}: {
  token: string;
  survey: SurveyView;
  initialScore: number | null;
  onDone: (state: State) => void;
}) {
  const [score, setScore] = useState(initialScore);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (score === null) {
      setErrors({ score: ['Choose a score from 1 to 5'] });
      return;
    }
    setSending(true);
    try {
      await sendJson('POST', surveyUrl(token), { score, comment: comment.trim() || undefined });
      onDone({ step: 'thanks', score });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (error instanceof HttpError && error.status === 400) setErrors(fields);
      else onDone(closedState(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <CardHeader className="text-center">
        <h1 className="text-xl font-semibold">How did we do?</h1>
        <CardDescription>
          {survey.tenantName} closed your ticket{' '}
          <span className="whitespace-nowrap">{ticketLabel({ number: survey.ticketNumber })}:</span>{' '}
          <span className="font-medium text-foreground">{survey.subject}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ScorePicker score={score} onChoose={setScore} />
          {errors.score ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {errors.score[0]}
            </p>
          ) : null}
          <FormField label="Comment (optional)" error={errors.comment?.[0]}>
            <Textarea
              rows={4}
              maxLength={SURVEY_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={sending}>
            {sending ? 'Sending...' : 'Send Rating'}
          </Button>
        </form>
      </CardContent>
    </>
  );
}

/**
 * /rate#<token>:<score>: the customer of a closed ticket rates it, once (decision 091). The token
 * and score are in the fragment, which no server sees; only this page sends the token on.
 */
export function RatePage() {
  const [{ token, score }] = useState(() => readFragment(window.location.hash));
  const [state, setState] = useState<State>(
    token
      ? { step: 'loading' }
      : { step: 'closed', title: 'This link cannot be used', message: SURVEY_NOT_FOUND },
  );
  useEffect(() => {
    if (!token) return;
    getJson<SurveyView>(surveyUrl(token)).then(
      (survey) => setState({ step: 'asking', survey }),
      (error: unknown) => setState(closedState(error)),
    );
  }, [token]);
  if (state.step === 'loading') return <PageSpinner />;
  return (
    <SignInShell>
      {state.step === 'asking' ? (
        <RatingForm token={token} survey={state.survey} initialScore={score} onDone={setState} />
      ) : (
        <CardHeader className="text-center">
          <h1 className="text-xl font-semibold">
            {state.step === 'thanks' ? 'Thank you for your rating' : state.title}
          </h1>
          <CardDescription role={state.step === 'thanks' ? 'status' : 'alert'}>
            {state.step === 'thanks'
              ? `You rated us ${state.score} out of 5. Your answer helps us improve.`
              : state.message}
          </CardDescription>
        </CardHeader>
      )}
    </SignInShell>
  );
}
