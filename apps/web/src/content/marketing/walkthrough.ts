/** Screenshots of the running app (public/marketing/walkthrough), captured by bench/capture-walkthrough.mjs. */
export const WALKTHROUGH_SLIDES: { src: string; title: string; alt: string; caption: string }[] = [
  {
    src: '/marketing/walkthrough/1-home.webp',
    title: 'Start on the home page',
    alt: 'The TaskFlow home page with the Request Demo button',
    caption: 'Everything starts on the public site: read about the features, check pricing or book a demo.',
  },
  {
    src: '/marketing/walkthrough/2-signup.webp',
    title: 'Create your account',
    alt: 'The TaskFlow sign-up form with name, email, phone and password fields',
    caption: 'Sign up with your name, email and phone, or with your company’s single sign-on.',
  },
  {
    src: '/marketing/walkthrough/3-app.webp',
    title: 'Open your workspace',
    alt: 'The TaskFlow app after signing in',
    caption: 'After signing in you land in your organization’s workspace.',
  },
  {
    src: '/marketing/walkthrough/4-security.webp',
    title: 'Keep your account safe',
    alt: 'The TaskFlow security settings page with password change and active sessions',
    caption: 'See where you are signed in, sign out other devices and change your password.',
  },
];
