import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist.</Text>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
