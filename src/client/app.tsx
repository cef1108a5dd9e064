import { lazy } from "react";
import { Route, Routes } from "react-router";
import { RequireAdmin, RequireAuth } from "./components/layout/route-guards";
import { SiteLayout } from "./components/layout/site-layout";

// Every page is its own chunk so the first load stays small for school networks.
const HomePage = lazy(() => import("./pages/home-page"));
const LoginPage = lazy(() => import("./pages/login-page"));
const AuthCallbackPage = lazy(() => import("./pages/auth-callback-page"));
const DashboardPage = lazy(() => import("./pages/dashboard-page"));
const AccountPage = lazy(() => import("./pages/account-page"));
const HistoryPage = lazy(() => import("./pages/history-page"));
const PricingPage = lazy(() => import("./pages/pricing-page"));
const FeaturesPage = lazy(() => import("./pages/features-page"));
const DocPage = lazy(() => import("./pages/doc-page"));
const AboutPage = lazy(() => import("./pages/about-page"));
const ForSchoolsPage = lazy(() => import("./pages/for-schools-page"));
const ForParentsPage = lazy(() => import("./pages/for-parents-page"));
const PrivacyPolicyPage = lazy(() => import("./pages/privacy-policy-page"));
const TermsOfServicePage = lazy(() => import("./pages/terms-of-service-page"));
const TestBlocksPage = lazy(() => import("./pages/test-blocks-page"));
const AdminDashboardPage = lazy(() => import("./pages/admin-dashboard-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));
const BirthDatePage = lazy(() => import("./pages/birth-date-page"));
const AskParentPage = lazy(() => import("./pages/ask-parent-page"));
const ConsentPage = lazy(() => import("./pages/consent-page"));
const ParentManagePage = lazy(() => import("./pages/parent-manage-page"));
const TestCheckoutPage = lazy(() => import("./pages/test-checkout-page"));

/** SPEC 2 routes. */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="auth/callback" element={<AuthCallbackPage />} />
        <Route
          path="dashboard"
          element={
            <RequireAuth redirectTo="/login">
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="account"
          element={
            <RequireAuth redirectTo="/">
              <AccountPage />
            </RequireAuth>
          }
        />
        <Route
          path="history"
          element={
            <RequireAuth redirectTo="/login">
              <HistoryPage />
            </RequireAuth>
          }
        />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="features" element={<FeaturesPage />} />
        <Route path="doc" element={<DocPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="for-schools" element={<ForSchoolsPage />} />
        <Route path="for-parents" element={<ForParentsPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="test-blocks" element={<TestBlocksPage />} />
        <Route
          path="admin/dashboard"
          element={
            <RequireAdmin>
              <AdminDashboardPage />
            </RequireAdmin>
          }
        />
        <Route path="welcome" element={<BirthDatePage />} />
        <Route path="ask-a-parent" element={<AskParentPage />} />
        <Route path="consent/manage/:token" element={<ParentManagePage />} />
        <Route path="consent/:token" element={<ConsentPage />} />
        <Route path="test-checkout" element={<TestCheckoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
