'use client';
/**
 * The "Add a webhook" form. It posts JSON with fetch so that the new webhook's signing secret — returned once
 * by the action — can be shown on the page without ever being put in an address; then the server-rendered
 * lists are refreshed. Without JavaScript it still works as a plain form (the secret then is not shown).
 */
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { readShape } from '@/lib/json-shape';

export interface WebhookCreateFormProps {
  events: { value: string; label: string }[];
  formats: { value: string; label: string }[];
}

interface CreatedAnswer {
  webhook: { url: string };
  secret: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; message: string }
  | { kind: 'created'; url: string; secret: string; copied: boolean };

export function WebhookCreateForm({ events, formats }: WebhookCreateFormProps) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setState({ kind: 'sending' });
    try {
      const response = await fetch('/api/team/webhooks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          url: data.get('url'),
          format: data.get('format'),
          events: data.getAll('events'),
        }),
      });
      const answer: unknown = await response.json().catch(() => null);
      const created = readShape<CreatedAnswer>(answer, { webhook: { url: 'string' }, secret: 'string' });
      if (response.ok && created) {
        setState({ kind: 'created', url: created.webhook.url, secret: created.secret, copied: false });
        form.reset();
        router.refresh();
        return;
      }
      const failed = readShape<{ error: string }>(answer, { error: 'string' });
      setState({
        kind: 'error',
        message: failed ? failed.error : `The webhook could not be added (HTTP ${response.status})`,
      });
    } catch {
      setState({ kind: 'error', message: 'The webhook could not be added: the server could not be reached' });
    }
  }

  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setState((current) => (current.kind === 'created' ? { ...current, copied: true } : current));
    } catch {
      // Clipboard refused (permissions): the secret stays selectable in its field.
    }
  }

  return (
    <form action="/api/team/webhooks" method="post" onSubmit={onSubmit} className="mt-4 space-y-4">
      <input type="hidden" name="back" value="/team/webhooks" />
      <div>
        <label htmlFor="webhook-url" className="block font-medium">
          Payload URL
        </label>
        <input
          id="webhook-url"
          name="url"
          type="url"
          required
          placeholder="https://hooks.example.com/docs"
          aria-describedby="webhook-url-help"
          className="team-input mt-1 w-full max-w-xl"
        />
        <p id="webhook-url-help" className="mt-1 text-sm text-[var(--fg-muted)]">
          https:// addresses; plain http:// only for 127.0.0.1 or localhost.
        </p>
      </div>
      <div>
        <label htmlFor="webhook-format" className="block font-medium">
          Body format
        </label>
        <select id="webhook-format" name="format" defaultValue="json" className="team-input mt-1">
          {formats.map((format) => (
            <option key={format.value} value={format.value}>
              {format.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="font-medium">Events</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {events.map((item) => (
            <label key={item.value} className="inline-flex items-center gap-2">
              <input type="checkbox" name="events" value={item.value} defaultChecked />
              {item.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="team-button-primary" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Adding…' : 'Add webhook'}
      </button>
      <div aria-live="polite">
        {state.kind === 'error' && (
          <p role="alert" className="team-error">
            {state.message}
          </p>
        )}
        {state.kind === 'created' && (
          <div className="team-notice">
            <p>
              Webhook added for <strong className="break-all">{state.url}</strong>. Copy its signing secret
              now: it is not shown again.
            </p>
            <label htmlFor="webhook-secret" className="mt-2 block font-medium">
              Signing secret
            </label>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <input
                id="webhook-secret"
                readOnly
                value={state.secret}
                onFocus={(event) => event.currentTarget.select()}
                className="team-input w-full max-w-xl font-mono text-sm"
              />
              <button type="button" className="team-button" onClick={() => void copySecret(state.secret)}>
                {state.copied ? 'Copied' : 'Copy secret'}
              </button>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
