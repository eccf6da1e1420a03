import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';

const HANDBOOK_META = {
  title: 'Handbook',
  description: 'Step-by-step guides to TaskFlow for administrators, managers and employees.',
};

/**
 * Every handbook path (GUIDE_PATHS) answers here until the guide issue delivers the handbook, so
 * the header, footer and contact links reach a page that says so rather than "Page not found".
 */
export default function HandbookPage() {
  usePageMeta(HANDBOOK_META);
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <BookOpen aria-hidden className="size-12 text-brand-600 dark:text-brand-100" />
      <h1 className="mt-4 text-3xl font-bold">Handbook</h1>
      <p className="mt-4 max-w-xl text-slate-600 dark:text-slate-300">
        The handbook is being written: step-by-step guides for setting up your organization, customers, roles,
        departments, events, projects, tasks, leave and reports. Until it is published, our team answers
        questions within 2 to 4 hours on business days, and a demo walks you through the app.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/contactus" className={buttonClasses('primary')}>
          Contact us
        </Link>
        <Link to="/demo" className={buttonClasses('secondary')}>
          Book a demo
        </Link>
      </div>
    </Container>
  );
}
