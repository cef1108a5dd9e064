import { createContext, useContext, type ComponentType, type Ref } from "react";
import type { Location, LinkProps, NavigateFunction, NavLinkProps, SetURLSearchParams } from "react-router";

type TLinkProps = LinkProps & { ref?: Ref<HTMLAnchorElement> };
type TNavLinkProps = NavLinkProps & { ref?: Ref<HTMLAnchorElement> };

/**
 * What the pages use of a router. A prerendered page comes alive without React Router (its code
 * is not on the first load, decision 550): its links are plain anchors until the first
 * navigation, which brings the router. Once the router runs, these are React Router's own.
 */
export type TNavigation = {
  Link: ComponentType<TLinkProps>;
  NavLink: ComponentType<TNavLinkProps>;
  useLocation: () => Location;
  useNavigate: () => NavigateFunction;
  useSearchParams: () => [URLSearchParams, SetURLSearchParams];
};

export const NavigationContext = createContext<TNavigation | null>(null);

/**
 * The navigation of the tree being rendered. It never changes under a mounted component: the
 * app swaps the light navigation for the router by rendering a new tree (main.tsx), so each
 * component calls the same hooks on every render.
 */
function useNavigation(): TNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("A page renders inside a NavigationContext (app-providers.tsx)");
  return navigation;
}

export function Link(props: TLinkProps) {
  const { Link: NavigationLink } = useNavigation();
  return <NavigationLink {...props} />;
}

export function NavLink(props: TNavLinkProps) {
  const { NavLink: NavigationNavLink } = useNavigation();
  return <NavigationNavLink {...props} />;
}

export function useLocation(): Location {
  return useNavigation().useLocation();
}

export function useNavigate(): NavigateFunction {
  return useNavigation().useNavigate();
}

export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  return useNavigation().useSearchParams();
}
