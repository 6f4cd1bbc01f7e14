import { lazy } from 'react';

// The chart library loads with the first chart drawn (the dashboards), never with the landing page's bundle.
export const DayChart = lazy(() => import('./recharts-views').then((m) => ({ default: m.DayChart })));
export const BarListChart = lazy(() => import('./recharts-views').then((m) => ({ default: m.BarListChart })));
