import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function SiteFooter() {
  return (
    <Group component="footer" justify="space-between" px="md" py="lg" wrap="wrap">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} ClipMandi
      </Text>
      <Group gap="md">
        <Anchor component={Link} to="/privacy-policy" size="sm">
          Privacy Policy
        </Anchor>
        <Anchor component={Link} to="/terms-of-service" size="sm">
          Terms of Service
        </Anchor>
        <Anchor component={Link} to="/contact" size="sm">
          Contact
        </Anchor>
      </Group>
    </Group>
  );
}
