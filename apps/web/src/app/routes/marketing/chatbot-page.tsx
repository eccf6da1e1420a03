import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';

/** Placeholder until the chatbot issue delivers the chat page. */
export default function ChatbotPage() {
  usePageMeta();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <Bot aria-hidden className="size-12 text-brand-600 dark:text-brand-100" />
      <h1 className="mt-4 text-3xl font-bold">Help assistant</h1>
      <p className="mt-4 max-w-xl text-slate-600 dark:text-slate-300">
        The help assistant is coming soon. Until then, the handbook answers most questions and our team
        replies to messages within 2 to 4 hours on business days.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/guide" className={buttonClasses('primary')}>
          Open the handbook
        </Link>
        <Link to="/contactus" className={buttonClasses('secondary')}>
          Contact us
        </Link>
      </div>
    </Container>
  );
}
