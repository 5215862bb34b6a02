import XCTest

/// The error `body` throws, as `E`; records a test failure when it throws nothing or another type.
func caught<E: Error, T>(
    _ errorType: E.Type, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T
) -> E? {
    do {
        let value = try body()
        XCTFail("expected \(E.self), got the value \(value)", file: file, line: line)
    } catch let error as E {
        return error
    } catch {
        XCTFail("expected \(E.self), got \(type(of: error)): \(error)", file: file, line: line)
    }
    return nil
}

/// The error the asynchronous `body` throws, as `E`; records a test failure otherwise.
func caughtAsync<E: Error, T>(
    _ errorType: E.Type, file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> T
) async -> E? {
    do {
        let value = try await body()
        XCTFail("expected \(E.self), got the value \(value)", file: file, line: line)
    } catch let error as E {
        return error
    } catch {
        XCTFail("expected \(E.self), got \(type(of: error)): \(error)", file: file, line: line)
    }
    return nil
}
