import { lazy } from "react";
import { Outlet, Route, Routes } from "react-router";
import { RequireAdmin, RequireAuth } from "./components/layout/route-guards";
import { SiteLayout } from "./components/layout/site-layout";
import { lazyPage } from "./lib/lazy-page";
import { pageLoader } from "./prerender-routes";

// Every page is its own chunk so the first load stays small for school networks. Prerendered
// pages load through lazyPage so the browser can adopt their HTML in one pass (main.tsx).
const HomePage = lazyPage(pageLoader("/"));
const LoginPage = lazy(() => import("./pages/login-page"));
const AuthCallbackPage = lazy(() => import("./pages/auth-callback-page"));
const DashboardPage = lazy(() => import("./pages/dashboard-page"));
const AccountPage = lazy(() => import("./pages/account-page"));
const HistoryPage = lazy(() => import("./pages/history-page"));
const PricingPage = lazyPage(pageLoader("/pricing"));
const FeaturesPage = lazyPage(pageLoader("/features"));
const DocPage = lazyPage(pageLoader("/doc"));
const AboutPage = lazyPage(pageLoader("/about"));
const ForSchoolsPage = lazyPage(pageLoader("/for-schools"));
const ForParentsPage = lazyPage(pageLoader("/for-parents"));
const PrivacyPolicyPage = lazyPage(pageLoader("/privacy-policy"));
const TermsOfServicePage = lazyPage(pageLoader("/terms-of-service"));
const TestBlocksPage = lazyPage(pageLoader("/test-blocks"));
const AdminDashboardPage = lazy(() => import("./pages/admin-dashboard-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));
const BirthDatePage = lazy(() => import("./pages/birth-date-page"));
const AskParentPage = lazy(() => import("./pages/ask-parent-page"));
const ConsentPage = lazy(() => import("./pages/consent-page"));
const ParentManagePage = lazy(() => import("./pages/parent-manage-page"));
const TestCheckoutPage = lazy(() => import("./pages/test-checkout-page"));
const TeacherPage = lazy(() => import("./features/classes/teacher-page"));
const JoinPage = lazy(() => import("./features/classes/join-page"));

/** SPEC 2 routes. */
export function App() {
  return (
    <Routes>
      <Route
        element={
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        }
      >
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
        <Route
          path="teacher"
          element={
            <RequireAuth redirectTo="/login">
              <TeacherPage />
            </RequireAuth>
          }
        />
        <Route path="join" element={<JoinPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
