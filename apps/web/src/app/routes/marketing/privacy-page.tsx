import { Link } from 'react-router';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  usePageMeta();
  return (
    <LegalPage title="Privacy policy" updated="1 July 2026">
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            Account details you give us: name, email, phone number with country code and a profile photo.
          </li>
          <li>
            The work you store in TaskFlow: customers, projects, tasks, time entries, leave requests and
            events.
          </li>
          <li>
            Demo requests and contact messages you send from this site, with the network address they came
            from.
          </li>
          <li>Sign-in sessions: the device and network address, so you can see and end them.</li>
        </ul>
      </section>
      <section>
        <h2>Why we use it</h2>
        <p>
          To run the service for your organization, to answer your requests, to keep accounts secure and to
          stop abuse of our forms. We do not sell personal data and we do not use it for advertising.
        </p>
      </section>
      <section>
        <h2>Who can see it</h2>
        <p>
          Work data is visible only to members of your organization, according to the roles and permissions
          your administrators set. Our staff access it only to provide support you ask for or when the law
          requires it.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          Work data is kept while your organization uses TaskFlow and deleted within 30 days after it closes
          its account. Demo requests and contact messages are kept for up to two years.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We use one cookie to keep you signed in and remember your light or dark theme in your browser’s
          storage. There are no advertising or tracking cookies.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can correct your details in your account, ask for a copy of your data or ask us to delete it.
          Write to{' '}
          <a href="mailto:privacy@taskflow.example" className="underline">
            privacy@taskflow.example
          </a>{' '}
          or use the{' '}
          <Link to="/contactus" className="underline">
            contact form
          </Link>
          .
        </p>
      </section>
    </LegalPage>
  );
}
