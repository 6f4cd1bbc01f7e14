import { Box, Divider } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

/** Nav bar, the page, footer. */
export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Divider />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Divider />
      <SiteFooter />
    </Box>
  );
}
