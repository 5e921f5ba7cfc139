import { teamAction } from '@/lib/team/actions';
import { saveSettings, settingsBody } from '@/lib/team/settings';

export const dynamic = 'force-dynamic';
export const POST = teamAction(settingsBody, saveSettings);
