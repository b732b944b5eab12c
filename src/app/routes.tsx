import { Navigate, type RouteObject } from 'react-router';
import { SignInRoute } from '../features/auth/sign-in-route';
import { EntriesRoute } from '../features/entries/entries-route';
import { paths } from '../lib/paths';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Shell } from './shell';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.signIn, element: <SignInRoute /> },
      {
        element: <Shell />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.entries} replace /> },
          { path: paths.entries, element: <EntriesRoute /> },
          {
            path: paths.createEntry,
            hydrateFallbackElement: <p className="muted">Loading…</p>,
            // The form and its library load only when someone opens it.
            lazy: async () => {
              const { CreateEntryRoute } = await import('../features/create-entry/create-entry-route');
              return { Component: CreateEntryRoute };
            },
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
