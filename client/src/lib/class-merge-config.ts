// Written by `npm run build:class-merge` (client/build/class-merge-config.ts): tailwind-merge's default
// configuration cut down to the class groups the client's sources use. Do not edit by hand.
import { validators, type Config } from "tailwind-merge";

const { isAny, isAnyNonArbitrary, isArbitraryFamilyName, isArbitraryImage, isArbitraryLength, isArbitraryNumber, isArbitraryPosition, isArbitraryShadow, isArbitrarySize, isArbitraryValue, isArbitraryVariable, isArbitraryVariableFamilyName, isArbitraryVariableImage, isArbitraryVariableLength, isArbitraryVariablePosition, isArbitraryVariableShadow, isArbitraryVariableSize, isArbitraryVariableWeight, isArbitraryWeight, isFraction, isInteger, isNumber, isTshirtSize } = validators;

export const classMergeConfig = (): Config<string, string> => ({
  "cacheSize": 500,
  "theme": {},
  "classGroups": {
    "aspect": [{
      "aspect": ["square", isFraction, isArbitraryValue, isArbitraryVariable, "video"],
    }],
    "display": ["block", "inline-block", "inline", "flex", "inline-flex", "table", "grid", "contents", "hidden"],
    "sr": ["sr-only", "not-sr-only"],
    "object-fit": [{
      "object": ["contain", "cover"],
    }],
    "overflow": [{
      "overflow": ["auto", "hidden", "visible"],
    }],
    "overflow-x": [{
      "overflow-x": ["auto"],
    }],
    "overflow-y": [{
      "overflow-y": ["auto"],
    }],
    "overscroll": [{
      "overscroll": ["contain"],
    }],
    "position": ["fixed", "absolute", "relative", "sticky"],
    "inset": [{
      "inset": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "inset-x": [{
      "inset-x": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "top": [{
      "top": [isFraction, "full", "auto", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "right": [{
      "right": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "bottom": [{
      "bottom": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "left": [{
      "left": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "visibility": ["visible", "invisible"],
    "z": [{
      "z": [isInteger, isArbitraryVariable, isArbitraryValue],
    }],
    "basis": [{
      "basis": [isFraction, "full", isTshirtSize, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "flex-direction": [{
      "flex": ["row", "row-reverse", "col", "col-reverse"],
    }],
    "flex-wrap": [{
      "flex": ["wrap"],
    }],
    "flex": [{
      "flex": [isNumber, isFraction, "none", isArbitraryValue],
    }],
    "shrink": [{
      "shrink": [isNumber, isArbitraryVariable, isArbitraryValue],
    }],
    "order": [{
      "order": [isInteger, "first", isArbitraryVariable, isArbitraryValue],
    }],
    "grid-cols": [{
      "grid-cols": [isInteger, isArbitraryVariable, isArbitraryValue],
    }],
    "col-start-end": [{
      "col": [{
        "span": [isInteger, isArbitraryVariable, isArbitraryValue],
      }, isInteger, isArbitraryVariable, isArbitraryValue],
    }],
    "gap": [{
      "gap": [isArbitraryVariable, isArbitraryValue, "px", isNumber],
    }],
    "gap-x": [{
      "gap-x": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "gap-y": [{
      "gap-y": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "justify-content": [{
      "justify": ["start", "end", "center", "between", "around"],
    }],
    "justify-self": [{
      "justify-self": ["start"],
    }],
    "align-content": [{
      "content": ["start"],
    }],
    "align-items": [{
      "items": ["start", "end", "center", "stretch", {
        "baseline": [""],
      }],
    }],
    "align-self": [{
      "self": ["auto", "start", "center"],
    }],
    "p": [{
      "p": [isArbitraryVariable, isArbitraryValue, "px", isNumber],
    }],
    "px": [{
      "px": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "py": [{
      "py": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "pt": [{
      "pt": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "pr": [{
      "pr": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "pb": [{
      "pb": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "pl": [{
      "pl": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "m": [{
      "m": ["auto", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "mx": [{
      "mx": ["auto", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "my": [{
      "my": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "mt": [{
      "mt": ["auto", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "mr": [{
      "mr": ["auto", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "mb": [{
      "mb": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "ml": [{
      "ml": ["auto", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "space-y": [{
      "space-y": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "size": [{
      "size": [isFraction, "full", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "w": [{
      "w": [isTshirtSize, isFraction, "auto", "full", "fit", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "min-w": [{
      "min-w": [isTshirtSize, isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "max-w": [{
      "max-w": [isTshirtSize, "none", {
        "screen": [isTshirtSize],
      }, isFraction, "full", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "h": [{
      "h": [isFraction, "auto", "full", "dvh", isArbitraryVariable, isArbitraryValue, "px", isNumber],
    }],
    "min-h": [{
      "min-h": [isFraction, "full", "dvh", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "max-h": [{
      "max-h": ["screen", isFraction, "dvh", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "font-size": [{
      "text": ["base", isTshirtSize, isArbitraryVariableLength, isArbitraryLength],
    }],
    "font-style": ["italic", "not-italic"],
    "font-weight": [{
      "font": ["normal", "medium", "semibold", "bold", "extrabold", isArbitraryVariableWeight, isArbitraryWeight],
    }],
    "font-family": [{
      "font": [isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary],
    }],
    "fvn-spacing": ["tabular-nums"],
    "tracking": [{
      "tracking": ["tight", "wide", "wider", isArbitraryVariable, isArbitraryValue],
    }],
    "line-clamp": [{
      "line-clamp": [isNumber, isArbitraryVariable, isArbitraryNumber],
    }],
    "leading": [{
      "leading": ["none", "none", "tight", "snug", "normal", "relaxed", isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "text-alignment": [{
      "text": ["left", "center", "right"],
    }],
    "text-color": [{
      "text": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "text-decoration": ["underline", "line-through"],
    "text-decoration-color": [{
      "decoration": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "underline-offset": [{
      "underline-offset": [isNumber, isArbitraryVariable, isArbitraryValue],
    }],
    "text-transform": ["uppercase", "capitalize"],
    "text-overflow": ["truncate"],
    "text-wrap": [{
      "text": ["balance"],
    }],
    "vertical-align": [{
      "align": [isArbitraryVariable, isArbitraryValue],
    }],
    "whitespace": [{
      "whitespace": ["nowrap", "pre-line", "pre-wrap"],
    }],
    "break": [{
      "break": ["words", "all"],
    }],
    "content": [{
      "content": [isArbitraryVariable, isArbitraryValue],
    }],
    "bg-position": [{
      "bg": ["center", isArbitraryVariablePosition, isArbitraryPosition, {
        "position": [isArbitraryVariable, isArbitraryValue],
      }],
    }],
    "bg-size": [{
      "bg": ["cover", isArbitraryVariableSize, isArbitrarySize, {
        "size": [isArbitraryVariable, isArbitraryValue],
      }],
    }],
    "bg-image": [{
      "bg": [{
        "linear": [isInteger, isArbitraryVariable, isArbitraryValue],
        "radial": [isArbitraryVariable, isArbitraryValue],
        "conic": [isInteger, isArbitraryVariable, isArbitraryValue],
      }, isArbitraryVariableImage, isArbitraryImage],
    }],
    "bg-color": [{
      "bg": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "gradient-from": [{
      "from": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "gradient-via": [{
      "via": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "gradient-to": [{
      "to": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "rounded": [{
      "rounded": ["", "none", "full", isTshirtSize, isArbitraryVariable, isArbitraryValue],
    }],
    "rounded-t": [{
      "rounded-t": [isTshirtSize, isArbitraryVariable, isArbitraryValue],
    }],
    "rounded-b": [{
      "rounded-b": [isTshirtSize, isArbitraryVariable, isArbitraryValue],
    }],
    "rounded-br": [{
      "rounded-br": [isTshirtSize, isArbitraryVariable, isArbitraryValue],
    }],
    "rounded-bl": [{
      "rounded-bl": [isTshirtSize, isArbitraryVariable, isArbitraryValue],
    }],
    "border-w": [{
      "border": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "border-w-y": [{
      "border-y": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "border-w-t": [{
      "border-t": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "border-w-r": [{
      "border-r": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "border-w-b": [{
      "border-b": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "border-w-l": [{
      "border-l": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "divide-x": [{
      "divide-x": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "divide-y": [{
      "divide-y": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "border-style": [{
      "border": ["dashed", "none"],
    }],
    "border-color": [{
      "border": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "border-color-l": [{
      "border-l": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "divide-color": [{
      "divide": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "outline-style": [{
      "outline": ["none"],
    }],
    "outline-w": [{
      "outline": ["", isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "outline-color": [{
      "outline": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "shadow": [{
      "shadow": ["", isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow],
    }],
    "shadow-color": [{
      "shadow": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "ring-w": [{
      "ring": [isNumber, isArbitraryVariableLength, isArbitraryLength],
    }],
    "ring-w-inset": ["ring-inset"],
    "ring-color": [{
      "ring": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "ring-offset-w": [{
      "ring-offset": [isNumber, isArbitraryLength],
    }],
    "ring-offset-color": [{
      "ring-offset": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "opacity": [{
      "opacity": [isNumber, isArbitraryVariable, isArbitraryValue],
    }],
    "filter": [{
      "filter": ["", isArbitraryVariable, isArbitraryValue],
    }],
    "blur": [{
      "blur": ["none", isTshirtSize, isArbitraryVariable, isArbitraryValue],
    }],
    "brightness": [{
      "brightness": [isNumber, isArbitraryVariable, isArbitraryValue],
    }],
    "backdrop-blur": [{
      "backdrop-blur": ["", isTshirtSize, isArbitraryVariable, isArbitraryValue],
    }],
    "transition": [{
      "transition": ["all", "colors", "opacity", "shadow", "transform", isArbitraryVariable, isArbitraryValue],
    }],
    "duration": [{
      "duration": [isNumber, isArbitraryVariable, isArbitraryValue],
    }],
    "animate": [{
      "animate": ["none", "spin", "ping", "pulse", isArbitraryVariable, isArbitraryValue],
    }],
    "rotate": [{
      "rotate": [isNumber, isArbitraryVariable, isArbitraryValue],
    }],
    "scale": [{
      "scale": [isNumber, isArbitraryVariable, isArbitraryValue],
    }],
    "translate": [{
      "translate": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "translate-x": [{
      "translate-x": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "translate-y": [{
      "translate-y": [isFraction, isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "accent": [{
      "accent": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
    "appearance": [{
      "appearance": ["none"],
    }],
    "cursor": [{
      "cursor": ["default", "pointer", "not-allowed", isArbitraryVariable, isArbitraryValue],
    }],
    "field-sizing": [{
      "field-sizing": ["content"],
    }],
    "pointer-events": [{
      "pointer-events": ["auto", "none"],
    }],
    "resize": [{
      "resize": ["none", "y"],
    }],
    "scroll-mt": [{
      "scroll-mt": [isArbitraryVariable, isArbitraryValue, isNumber],
    }],
    "snap-align": [{
      "snap": ["start"],
    }],
    "snap-stop": [{
      "snap": ["always"],
    }],
    "snap-type": [{
      "snap": ["y"],
    }],
    "snap-strictness": [{
      "snap": ["mandatory"],
    }],
    "select": [{
      "select": ["none", "all"],
    }],
    "fill": [{
      "fill": [isAny, isArbitraryVariable, isArbitraryValue],
    }],
  },
  "conflictingClassGroups": {
    "overflow": ["overflow-x", "overflow-y"],
    "inset": ["inset-x", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "flex": ["basis", "shrink"],
    "gap": ["gap-x", "gap-y"],
    "p": ["px", "py", "pt", "pr", "pb", "pl"],
    "px": ["pr", "pl"],
    "py": ["pt", "pb"],
    "m": ["mx", "my", "mt", "mr", "mb", "ml"],
    "mx": ["mr", "ml"],
    "my": ["mt", "mb"],
    "size": ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    "rounded": ["rounded-t", "rounded-b", "rounded-br", "rounded-bl"],
    "rounded-b": ["rounded-br", "rounded-bl"],
    "border-w": ["border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
    "border-w-y": ["border-w-t", "border-w-b"],
    "border-color": ["border-color-l"],
    "translate": ["translate-x", "translate-y"],
  },
  "conflictingClassGroupModifiers": {
    "font-size": ["leading"],
  },
  "postfixLookupClassGroups": [],
  "orderSensitiveModifiers": ["*", "**", "after", "backdrop", "before", "details-content", "file", "first-letter", "first-line", "marker", "placeholder", "selection"],
});
