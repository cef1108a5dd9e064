import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { describeGenerationError, GENERATION_ERROR_TEXTS } from "./generation-errors";
import { InvalidGenerationResponseError } from "./generator.api";

describe("describeGenerationError (SPEC 8 Generation)", () => {
  it("maps an unreadable 200 answer to the 'too complex' text", () => {
    expect(describeGenerationError(new InvalidGenerationResponseError()).message).toBe(
      "The AI response was too complex to process. Please try a simpler request or try again.",
    );
  });

  it("maps a non-JSON error body to 'Unable to process the response...'", () => {
    const error = new ApiError(502, "<html>Bad gateway</html>", "<html>Bad gateway</html>");
    expect(describeGenerationError(error).message).toBe(
      "Unable to process the response. This might be due to a complex request. Please try again.",
    );
    expect(describeGenerationError(new Error("Failed to parse the program")).message).toBe(GENERATION_ERROR_TEXTS.unableToProcess);
  });

  it("shows the server's words for a missing birth date or parent's yes, not the free-limit text (issue 16)", () => {
    for (const code of ["birth_date_required", "parental_consent_required"]) {
      const message = "A parent needs to say yes before you can make your own blocks.";
      const failure = describeGenerationError(new ApiError(403, message, { message, code }));
      expect(failure.message).toBe(message);
      expect(failure.freeLimitReached).toBeFalsy();
    }
  });

  it("turns the free-limit 403 into SPEC's texts, opens the upgrade prompt and corrects the counts", () => {
    const body = {
      message: "Free usage limit reached. You have used 3 of 3 free generations.",
      freeLimitReached: true,
      limitExceeded: true,
      currentUsage: 3,
      allowedUsage: 3,
    };
    const failure = describeGenerationError(new ApiError(403, body.message, body));
    expect(failure.message).toBe("Free usage limit reached. Please upgrade to continue generating blocks.");
    expect(failure.toast).toEqual({
      title: "Free usage limit reached",
      description: "You've used 3 of 3 free generations. Please upgrade to continue.",
    });
    expect(failure.opensUpgrade).toBe(true);
    expect(failure.freeLimitReached).toBe(true);
    expect(failure.userUpdate).toEqual({ freeUsagesUsed: 3, freeUsagesAllowed: 3 });
  });

  it("shows a token-limit 403's own message and updates the balance, without the free-limit texts", () => {
    const body = { message: "Not enough tokens for this generation.", tokenLimitReached: true, availableTokens: 12 };
    const failure = describeGenerationError(new ApiError(403, body.message, body));
    expect(failure.message).toBe("Not enough tokens for this generation.");
    expect(failure.freeLimitReached).toBe(false);
    expect(failure.opensUpgrade).toBe(false);
    expect(failure.userUpdate).toEqual({ availableTokens: 12 });
  });

  it("the monthly limit updates the month's count so the usage banner says it, once (issue 31)", () => {
    const body = { code: "monthly_token_limit_reached", message: "Monthly token limit reached. Resets next month.", tokenLimitReached: true, currentUsage: 5_000, allowedUsage: 5_000, availableTokens: 90_000 };
    const failure = describeGenerationError(new ApiError(403, body.message, body));
    expect(failure.isSaidByBanner).toBe(true);
    expect(failure.userUpdate).toEqual({ tokensUsed: 5_000, availableTokens: 90_000 });
    // A balance too small is not the banner's to say: it stays an error with its own words.
    expect(describeGenerationError(new ApiError(403, "x", { message: "x", tokenLimitReached: true, availableTokens: 12 })).isSaidByBanner).toBe(false);
  });

  it("maps 401 to the authentication text", () => {
    expect(describeGenerationError(new ApiError(401, "Sign in required", { message: "Sign in required" })).message).toBe(
      "Authentication error. API key may be invalid.",
    );
  });

  it("shows a server message as is (400, 429, 504)", () => {
    for (const [status, message] of [
      [400, "Please describe your idea in at most 2,000 characters."],
      [429, "Too many requests. Please wait a minute and try again."],
      [504, "The AI took too long to answer. Please try again."],
    ] as const) {
      expect(describeGenerationError(new ApiError(status, message, { message })).message).toBe(message);
    }
  });

  it("opens the upgrade prompt for any text saying 'Usage limit reached'", () => {
    const failure = describeGenerationError(new ApiError(429, "Usage limit reached for today", { message: "Usage limit reached for today" }));
    expect(failure.opensUpgrade).toBe(true);
  });

  it("prefixes other errors with 'Error: ' and falls back when there is nothing to say", () => {
    expect(describeGenerationError(new TypeError("Failed to fetch")).message).toBe("Error: Failed to fetch");
    expect(describeGenerationError("something odd").message).toBe("Failed to generate blocks. Please try again.");
    expect(describeGenerationError(new ApiError(500, "Internal Server Error", {})).message).toBe("Error: 500: Internal Server Error");
  });
});
