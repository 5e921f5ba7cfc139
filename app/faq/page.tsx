import { FaqOpenOnHash } from '@/components/pages/faq-open-on-hash.client';
import { StaticPage, staticPageMetadata } from '@/components/pages/static-page';
import { jsonLdText } from '@/lib/content/structured-data';
import { loadPageData } from '@/lib/pages/data';
import { markdownToText, renderInlineMarkdown, renderMarkdown } from '@/lib/pages/markdown';
import { DATA_PAGES } from '@/lib/pages/routes';

const { title: TITLE, description: DESCRIPTION } = DATA_PAGES['/faq'];

export const metadata = staticPageMetadata('/faq');

export default function FaqPage() {
  const { topics } = loadPageData('faq');
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: topics.flatMap((topic) =>
      topic.questions.map((q) => ({
        '@type': 'Question',
        name: markdownToText(q.question),
        acceptedAnswer: { '@type': 'Answer', text: markdownToText(q.answer) },
      })),
    ),
  };
  return (
    <StaticPage title={TITLE} lead={DESCRIPTION}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structured) }} />
      <nav aria-label="FAQ topics" className="mt-8">
        <ul className="flex list-none flex-wrap gap-2 p-0">
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`} className="faq-topic-link">
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic) => (
        <section key={topic.id} aria-labelledby={topic.id} className="mt-10">
          <h2 id={topic.id} className="text-2xl font-semibold">
            {topic.title}
          </h2>
          <div className="mt-4 space-y-3">
            {topic.questions.map((q) => (
              <details key={q.id} id={q.id} className="faq-item">
                <summary className="faq-question">
                  <h3>{renderInlineMarkdown(q.question)}</h3>
                </summary>
                <div className="faq-answer markdown">
                  {renderMarkdown(q.answer)}
                  <p>
                    <a href={`#${q.id}`} className="text-sm">
                      Link to this question
                    </a>
                  </p>
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <FaqOpenOnHash />
    </StaticPage>
  );
}
