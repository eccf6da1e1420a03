import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import AdminLayout from './admin-layout';

// The admin pages are declared here, inside the one lazy /admin/* route, rather than in router.tsx:
// the route table is in every page's entry chunk, and public pages should not carry the admin's map.
const DashboardPage = lazy(() => import('./dashboard-page'));
const LandingPage = lazy(() => import('./landing-page'));
const InquiryPage = lazy(() => import('./inquiry-page'));
const PricingPage = lazy(() => import('./pricing-page'));
const FeaturesPage = lazy(() => import('./features-page'));
const OrganizationsPage = lazy(() => import('./organizations-page'));
const AuditLogPage = lazy(() => import('./audit-log-page'));
const NotFoundPage = lazy(() => import('../not-found-page'));

/** The platform admin area: its layout (platform admins only) and the spec's pages plus tenants and audit. */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="landing" element={<LandingPage />} />
        <Route path="inquiry" element={<InquiryPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="features" element={<FeaturesPage />} />
        <Route path="organizations" element={<OrganizationsPage />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
