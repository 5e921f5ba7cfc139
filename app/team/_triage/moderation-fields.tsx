/** The Settings form's moderation section: the mode and every spam rule's limit. */
import type { ModerationSettings } from '@/lib/comments/moderation-settings';

function NumberField(props: {
  name: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
}) {
  return (
    <label className="flex flex-col">
      <span className="font-medium">{props.label}</span>
      <span className="text-sm text-[var(--fg-muted)]">{props.hint}</span>
      <input
        type="number"
        name={props.name}
        min={props.min}
        max={props.max}
        step={1}
        required
        defaultValue={props.value}
        className="team-input max-w-[8rem]"
      />
    </label>
  );
}

function ListField(props: { name: string; label: string; hint: string; values: string[] }) {
  return (
    <label className="flex flex-col">
      <span className="font-medium">{props.label}</span>
      <span className="text-sm text-[var(--fg-muted)]">{props.hint}</span>
      <textarea
        name={props.name}
        rows={3}
        defaultValue={props.values.join('\n')}
        className="team-input font-mono"
      />
    </label>
  );
}

export function ModerationFields({ settings }: { settings: ModerationSettings }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-[var(--border)] pt-4">
      <legend className="font-medium">Moderation and spam</legend>
      <div role="radiogroup" aria-label="Moderation" className="flex flex-col gap-1">
        <label>
          <input type="radio" name="moderation" value="after" defaultChecked={settings.mode === 'after'} />{' '}
          After (comments show at once; the team moderates afterwards)
        </label>
        <label>
          <input type="radio" name="moderation" value="before" defaultChecked={settings.mode === 'before'} />{' '}
          Before (visitors’ comments wait for a team member’s approval)
        </label>
      </div>
      <NumberField
        name="maxLinks"
        label="Most links in a comment"
        hint="A comment with more links is held for approval."
        value={settings.maxLinks}
        min={0}
        max={100}
      />
      <ListField
        name="blockedWords"
        label="Blocked words"
        hint="One per line; a comment with one of them is held."
        values={settings.blockedWords}
      />
      <ListField
        name="blockedDomains"
        label="Blocked domains"
        hint="One per line, e.g. spam.example; a link to it or to a subdomain holds the comment."
        values={settings.blockedDomains}
      />
      <NumberField
        name="duplicatePages"
        label="Same text on this many pages"
        hint="The same comment on this many pages within a day is held, earlier copies too."
        value={settings.duplicatePages}
        min={2}
        max={1000}
      />
      <NumberField
        name="spamHoldHours"
        label="Hours a spammer’s comments are held"
        hint="After “Mark as spam”, the author’s and the address’s next comments wait for approval this long."
        value={settings.spamHoldHours}
        min={1}
        max={8760}
      />
    </fieldset>
  );
}
