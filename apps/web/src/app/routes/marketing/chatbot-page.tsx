import { Container } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { ChatPanel } from '../../../features/chat/components/chat-panel';

/** /chatbot: the help assistant full page (the same conversation as the floating panel). */
export default function ChatbotPage() {
  usePageMeta();
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold">Help assistant</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Answers from the TaskFlow Guide and, once you are signed in, from the work you may see.
      </p>
      <div className="mt-6 flex h-[36rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <ChatPanel className="flex-1" />
      </div>
    </Container>
  );
}
