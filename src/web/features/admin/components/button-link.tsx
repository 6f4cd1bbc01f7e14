import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

function ButtonAnchor(props: ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" {...props} />;
}

/** A Mantine button that is a router link, with the router's typed `to`, `params` and `search`. */
export const ButtonLink = createLink(ButtonAnchor);
