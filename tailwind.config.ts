/**
 * Tailwind configuration, read by the stylesheet through `@config`. Colour tokens
 * live as CSS variables in client/src/styles/globals.css (one set per theme);
 * this file says where classes are used and extends the theme with the brand's
 * fonts, shadows and motion.
 */
import type { Config } from "tailwindcss";

export default {
  // The class merger's configuration names classes without using them.
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}", "!./client/src/lib/class-merge-config.ts"],
  darkMode: "class",
  theme: {
    extend: {
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "Noto Sans",
          "sans-serif",
          "Apple Color Emoji",
          "Segoe UI Emoji",
        ],
        display: ["ui-rounded", "SF Pro Rounded", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
      boxShadow: {
        soft: "0 1px 2px 0 rgb(24 16 48 / 0.04), 0 4px 16px -4px rgb(24 16 48 / 0.08)",
        lifted: "0 2px 4px 0 rgb(24 16 48 / 0.05), 0 18px 40px -12px rgb(76 29 149 / 0.25)",
        glow: "0 10px 30px -10px rgb(124 58 237 / 0.55)",
      },
      keyframes: {
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
        "fade-out": { from: { opacity: "1" }, to: { opacity: "0" } },
        "zoom-in": {
          from: { opacity: "0", transform: "translate(-50%, -48%) scale(0.96)" },
          to: { opacity: "1", transform: "translate(-50%, -50%) scale(1)" },
        },
        "pop-in": {
          from: { opacity: "0", transform: "scale(0.96) translateY(-4px)" },
          to: { opacity: "1", transform: "scale(1) translateY(0)" },
        },
        "toast-in": {
          from: { opacity: "0", transform: "translateY(12px) scale(0.98)" },
          to: { opacity: "1", transform: "translateY(0) scale(1)" },
        },
        "toast-out": { from: { opacity: "1" }, to: { opacity: "0", transform: "translateX(24px)" } },
        "toast-swipe-out": {
          from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
          to: { transform: "translateX(110%)" },
        },
        float: {
          "0%, 100%": { transform: "translateY(0)" },
          "50%": { transform: "translateY(-8px)" },
        },
        shimmer: { from: { backgroundPosition: "200% 0" }, to: { backgroundPosition: "-200% 0" } },
      },
      animation: {
        "fade-in": "fade-in 150ms ease-out",
        "fade-out": "fade-out 150ms ease-in",
        "zoom-in": "zoom-in 180ms cubic-bezier(0.16, 1, 0.3, 1)",
        "pop-in": "pop-in 160ms cubic-bezier(0.16, 1, 0.3, 1)",
        "toast-in": "toast-in 220ms cubic-bezier(0.16, 1, 0.3, 1)",
        "toast-out": "toast-out 160ms ease-in forwards",
        "toast-swipe-out": "toast-swipe-out 160ms ease-out forwards",
        float: "float 6s ease-in-out infinite",
        shimmer: "shimmer 1.6s linear infinite",
      },
    },
  },
} satisfies Config;
