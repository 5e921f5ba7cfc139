'use client';

/**
 * Invites a team member. The one-time password is shown here, once, and never travels in an address: the
 * form posts JSON and shows the answer.
 */
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invited'; name: string; email: string; password: string }
  | { kind: 'error'; message: string };

export function InviteForm() {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form).entries());
    setState({ kind: 'sending' });
    try {
      const response = await fetch('/api/team/members/invite', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      const answer = (await response.json()) as {
        error?: string;
        member?: { name: string; email: string };
        oneTimePassword?: string;
      };
      if (!response.ok || !answer.member || !answer.oneTimePassword) {
        setState({ kind: 'error', message: answer.error ?? `The invitation failed (${response.status})` });
        return;
      }
      form.reset();
      setState({ kind: 'invited', ...answer.member, password: answer.oneTimePassword });
      router.refresh();
    } catch {
      setState({ kind: 'error', message: 'The invitation failed: check your connection' });
    }
  };

  return (
    <section aria-labelledby="invite-title" className="mt-8 max-w-xl">
      <h2 id="invite-title" className="text-lg font-semibold">
        Invite a member
      </h2>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          Name
          <input name="name" required maxLength={120} className="team-input" />
        </label>
        <label className="flex flex-col text-sm">
          Email
          <input name="email" type="email" required maxLength={254} className="team-input" />
        </label>
        <button type="submit" className="team-button-primary" disabled={state.kind === 'sending'}>
          Invite
        </button>
      </form>
      {state.kind === 'error' && (
        <p role="alert" className="team-error">
          {state.message}
        </p>
      )}
      {state.kind === 'invited' && (
        <div role="status" className="team-notice">
          <p className="m-0">
            {state.name} ({state.email}) can sign in with this one-time password, shown only now:
          </p>
          <p className="m-0 mt-1">
            <code data-testid="one-time-password" className="text-base select-all">
              {state.password}
            </code>
          </p>
          <p className="m-0 mt-1 text-sm">They will choose their own password at the first sign-in.</p>
        </div>
      )}
    </section>
  );
}
