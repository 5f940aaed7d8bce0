// /extra, /extra2, /extr3, /extra4: the merchant's own extra pages (written in the console like the policy
// documents; the text's first line is the title). A page without text is a 404 and is never linked.
import { loadExtraPage } from '../lib/content.server.ts';
import { documentTitle } from '../lib/storefront.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { RichText } from '../ui/rich-text.tsx';
import type { Route } from './+types/extra';
import { SHARED_PAGE } from '../lib/shared-page.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadExtraPage(request, context);
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: documentTitle(matches, loaderData?.title ?? '') }];

export default function ExtraPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title={loaderData.title} />
      {loaderData.text.trim() ? (
        <div className="rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-8">
          <RichText text={loaderData.text} />
        </div>
      ) : null}
    </article>
  );
}
