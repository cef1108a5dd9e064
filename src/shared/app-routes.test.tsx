import { createRoutesFromChildren, type RouteObject } from "react-router";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { App } from "../client/app";
import { APP_ROUTE_PATHS, isAppRoute } from "./app-routes";

/** Every path App's <Routes> declares, joined with its parents' ("*", the not-found page, left out). */
function declaredPaths(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || "/" : route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, "/");
    const here = route.index || (route.path !== undefined && route.path !== "*") ? [own] : [];
    return [...here, ...declaredPaths(route.children ?? [], route.path === undefined ? parent : own)];
  });
}

describe("the app's pages, as the server knows them", () => {
  it("are exactly the routes App declares", () => {
    const routes = createRoutesFromChildren((App() as ReactElement<{ children: React.ReactNode }>).props.children);
    expect([...declaredPaths(routes)].sort()).toEqual([...APP_ROUTE_PATHS].sort());
  });

  it("match real paths, with parameters and a trailing slash, and nothing else", () => {
    for (const path of ["/", "/pricing", "/pricing/", "/consent/abc-123", "/consent/manage/xyz", "/admin/dashboard"]) expect(isAppRoute(path), path).toBe(true);
    for (const path of ["/nope", "/pricing/x", "/consent", "/consent/a/b", "/admin", "/dashboard.", "//", "/index.html"]) expect(isAppRoute(path), path).toBe(false);
  });
});
