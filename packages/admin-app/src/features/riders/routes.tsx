/**
 * The riders area's signed-in routes: one `<Route>` per screen, each screen a `React.lazy`
 * chunk (see features/travelers/routes.tsx). Until a screen exists, its address shows Not Found.
 */
export const riderRoutes = <></>;
