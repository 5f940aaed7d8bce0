// /console: each role starts on its own page (the board, or a courier's deliveries).
import { redirect } from 'react-router';
import { consoleHomeOf } from '@dastarkhan/domain/console-access';
import type { Route } from './+types/home';
import { consoleSession } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await consoleSession(request, context);
  throw redirect(consoleHomeOf(me.staff.role));
}

export default function ConsoleHome() {
  return null;
}
